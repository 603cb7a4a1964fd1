/// <reference types="vite/client" />

/** The route table's parts (routeTableParts in vite.config.ts). */
declare module 'virtual:route-shell' {
  const shell: unknown
  export default shell
}
declare module 'virtual:route-faqs' {
  const faqs: Record<string, unknown[]>
  export default faqs
}
