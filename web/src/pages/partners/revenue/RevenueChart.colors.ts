/** The chart's series colours, shared with the legend outside the lazy chart chunk. */
export const PARTNER_COLOR = '#2563eb'
export const PLATFORM_COLOR = '#cbd5e1'
