import { RULES } from '../../../lib/rules'

/** The server's bounds on a signer's typed name (rules.json, from internal/agreements). */
export const SIGNER_NAME_MIN = RULES.agreements.nameMin
export const SIGNER_NAME_MAX = RULES.agreements.name

/**
 * A signature: the signer's full name and their consent, both required. A
 * partner signs an agreement with it, a client a statement of work.
 */
export interface SignValues {
  name: string
  consent: boolean
}

export const SIGN_FIELDS = ['name', 'consent'] as const
export const EMPTY_SIGNATURE: SignValues = { name: '', consent: false }

/** The check of a signature's fields (for useRulesForm); `unticked` is the consent box's message. */
export function checkSign(unticked: string) {
  return (field: keyof SignValues, v: SignValues): string | undefined => {
    if (field === 'consent') return v.consent ? undefined : unticked
    const name = [...v.name.trim()].length
    if (name < SIGNER_NAME_MIN) return 'Type your full name.'
    return name > SIGNER_NAME_MAX ? `Use at most ${SIGNER_NAME_MAX} characters.` : undefined
  }
}

export const checkAgreementSignature = checkSign('Tick the box to agree to this agreement.')
