import rules from './rules.json'

/**
 * The server's form limits (lengths in characters), generated from the Go
 * rules by `make rules` and checked by a Go test, so that no number is
 * copied by hand into a form.
 */
export const RULES = rules

export type RuleSet = keyof typeof rules
