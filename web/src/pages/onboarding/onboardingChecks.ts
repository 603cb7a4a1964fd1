import { EMAIL_PATTERN } from '../../lib/email'
import { plausiblePhone } from '../../lib/phone'
import { cleanDomain, LIMITS, NICHES, showsDomainName, showsForwardingNumber, type OnboardingField, type OnboardingValues } from './onboardingRules'

/** The server's domain rule: labels of letters, digits and inner hyphens, then a TLD. */
const DOMAIN_PATTERN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i
const AREA_CODE_PATTERN = /^[0-9]{3}$/

function validDomain(value: string): boolean {
  const domain = cleanDomain(value)
  return domain.length <= LIMITS.domainName && DOMAIN_PATTERN.test(domain)
}

/** A text's message: too long, or empty when required. */
function textError(value: string, max: number, required?: string): string | undefined {
  if (value.length > max) return 'This is too long.'
  return required && value.trim() === '' ? required : undefined
}

/**
 * Every field's message, the server's in the same words; a conditional field
 * only while it shows. Each step's Continue shows its own fields' messages.
 */
export function onboardingErrors(v: OnboardingValues): Partial<Record<OnboardingField, string>> {
  const email = v.businessEmail.trim()
  const found: Partial<Record<OnboardingField, string>> = {
    fullName: textError(v.fullName, LIMITS.fullName, 'Please enter your name.'),
    businessEmail:
      textError(v.businessEmail, LIMITS.businessEmail, 'Please enter your email address.') ??
      (EMAIL_PATTERN.test(email) ? undefined : 'Please enter a valid email address.'),
    niche: (NICHES as readonly string[]).includes(v.niche) ? undefined : 'Please choose your niche.',
    businessName: textError(v.businessName, LIMITS.businessName, 'Please enter your business name.'),
    domainName: showsDomainName(v) && !validDomain(v.domainName) ? 'Please enter your domain, such as yourbusiness.com.' : undefined,
    preferredAreaCode: AREA_CODE_PATTERN.test(v.preferredAreaCode.trim()) ? undefined : 'Please enter a 3-digit area code.',
    phoneForwarding: v.phoneForwarding === '' ? 'Choose cell or separate.' : undefined,
    forwardingNumber: showsForwardingNumber(v) && !plausiblePhone(v.forwardingNumber) ? 'Please enter the number to forward calls to.' : undefined,
    targetClient: textError(v.targetClient, LIMITS.targetClient, 'Please describe your target client.'),
    pitchLine: textError(v.pitchLine, LIMITS.pitchLine, 'Please write your pitch line.'),
    additionalRequests: textError(v.additionalRequests, LIMITS.additionalRequests),
  }
  return Object.fromEntries(Object.entries(found).filter(([, m]) => m !== undefined))
}
