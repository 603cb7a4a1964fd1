import { RULES } from './rules'

/** The server's e-mail rule as the browser checks it (rules.json, from the Go code): a bare address with a dot in the domain. */
export const EMAIL_PATTERN = new RegExp(RULES.email.pattern)

/** Whether a typed address (trimmed) is one the server accepts. */
export function isEmail(value: string, max: number = RULES.email.max): boolean {
  const email = value.trim()
  return EMAIL_PATTERN.test(email) && email.length <= max
}

/** The field message for an e-mail address: blank, malformed, or undefined when fine. */
export function emailError(value: string, max: number = RULES.email.max): string | undefined {
  if (value.trim() === '') return 'Please enter your email address.'
  return isEmail(value, max) ? undefined : 'Please enter a valid email address.'
}
