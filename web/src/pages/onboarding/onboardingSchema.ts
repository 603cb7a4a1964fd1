import { EMAIL_PATTERN } from '../../lib/email'
import { z } from '../../lib/zod'
import { plausiblePhone } from '../home/applicationRules'
import { cleanDomain, LIMITS, NICHES, showsDomainName, showsForwardingNumber } from './onboardingRules'

// Apart from the rules so that the onboarding page loads the validation
// library only when the form is first checked or focused (useLazySchemaForm).

/** The server's domain rule: labels of letters, digits and inner hyphens, then a TLD. */
const DOMAIN_PATTERN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i
const AREA_CODE_PATTERN = /^[0-9]{3}$/

function validDomain(value: string): boolean {
  const domain = cleanDomain(value)
  return domain.length <= LIMITS.domainName && DOMAIN_PATTERN.test(domain)
}

const text = (max: number, required?: string) => {
  const base = z.string().max(max, 'This is too long.')
  return required ? base.refine((s) => s.trim() !== '', required) : base
}

/** The whole form's checks, the server's in the same words; conditional fields only when shown. */
export const onboardingSchema = z
  .object({
    fullName: text(LIMITS.fullName, 'Please enter your name.'),
    businessEmail: text(LIMITS.businessEmail, 'Please enter your email address.').refine(
      (s) => s.trim() === '' || EMAIL_PATTERN.test(s.trim()),
      'Please enter a valid email address.',
    ),
    niche: z.string().refine((s) => (NICHES as readonly string[]).includes(s), 'Please choose your niche.'),
    businessName: text(LIMITS.businessName, 'Please enter your business name.'),
    ownsDomain: z.enum(['yes', 'no']),
    domainName: z.string(),
    preferredAreaCode: z.string().refine((s) => AREA_CODE_PATTERN.test(s.trim()), 'Please enter a 3-digit area code.'),
    phoneForwarding: z.enum(['', 'cell', 'separate']).refine((s) => s !== '', 'Choose cell or separate.'),
    forwardingNumber: z.string(),
    targetClient: text(LIMITS.targetClient, 'Please describe your target client.'),
    pitchLine: text(LIMITS.pitchLine, 'Please write your pitch line.'),
    hasLogo: z.enum(['yes', 'no']),
    additionalRequests: text(LIMITS.additionalRequests),
  })
  // The conditional checks run even while other steps are still empty
  // (`when`), so that each step's Continue catches its own mistakes.
  .refine((v) => !showsDomainName(v) || validDomain(v.domainName), {
    path: ['domainName'],
    message: 'Please enter your domain, such as yourbusiness.com.',
    when: () => true,
  })
  .refine((v) => !showsForwardingNumber(v) || plausiblePhone(v.forwardingNumber), {
    path: ['forwardingNumber'],
    message: 'Please enter the number to forward calls to.',
    when: () => true,
  })

export type OnboardingSchema = typeof onboardingSchema
