/**
 * The server's phone rule as every form that asks for a number checks it:
 * the characters people type in phone numbers (a leading +, spaces, dashes,
 * dots, brackets) and 7 to 15 digits, as the server accepts.
 */
export function plausiblePhone(value: string): boolean {
  const s = value.trim()
  if (s.length > 32) return false
  let digits = 0
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!
    if (c >= '0' && c <= '9') digits++
    else if (c === '+' && i === 0) continue
    else if (!' -().'.includes(c)) return false
  }
  return digits >= 7 && digits <= 15
}
