import { Application } from './sections/Application'
import { BusinessModel } from './sections/BusinessModel'
import { Faq } from './sections/Faq'
import { FinalCta } from './sections/FinalCta'
import { Goals } from './sections/Goals'
import { PackageContents } from './sections/PackageContents'
import { SkipBanner } from './sections/SkipBanner'
import { Stories } from './sections/Stories'
import { Toolkit } from './sections/Toolkit'
import { WhyPartner } from './sections/WhyPartner'

/** Everything after the hero: its code loads as it nears the screen (PartnerLicensingPage). */
export default function BelowTheFold() {
  return (
    <>
      <WhyPartner />
      <BusinessModel />
      <SkipBanner />
      <Stories />
      <PackageContents />
      <Toolkit />
      <Goals />
      <Application />
      <Faq />
      <FinalCta />
    </>
  )
}
