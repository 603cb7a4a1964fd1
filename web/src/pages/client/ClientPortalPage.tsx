import NotFoundPage from '../NotFoundPage'

/** The client portal; until it is built every link shows the 404 screen inside a main region. */
export default function ClientPortalPage() {
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <NotFoundPage />
    </main>
  )
}
