import { nearScreenPart } from '../../components/NearScreenPart'
import { PartnerNav } from './PartnerNav'
import { Hero } from './sections/Hero'

// The page is long and its two forms are near the end: the hero comes with
// the page, the rest (its HTML already on screen) takes its code as it nears.
const BelowTheFold = nearScreenPart(() => import('./BelowTheFold'))

export default function PartnerLicensingPage() {
  return (
    <>
      <PartnerNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Hero />
        <BelowTheFold />
      </main>
    </>
  )
}
