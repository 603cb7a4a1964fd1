import { z } from 'zod'

// Zod compiles object validators with `new Function` when the page allows it,
// and finds out by trying once. The CSP (script-src 'self', no 'unsafe-eval')
// refuses, and the browser reports every refusal as a policy violation.
// Validate without compiling, so nothing is tried. Every schema imports z from
// here (ESLint enforces it), so this runs before the first one is built.
z.config({ jitless: true })

export { z }
