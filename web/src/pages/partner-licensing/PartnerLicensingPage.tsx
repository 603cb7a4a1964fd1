import { PartnerNav } from './PartnerNav'
import { Hero } from './sections/Hero'
import { WhyPartner } from './sections/WhyPartner'
import { BusinessModel } from './sections/BusinessModel'
import { SkipBanner } from './sections/SkipBanner'
import { Stories } from './sections/Stories'
import { PackageContents } from './sections/PackageContents'
import { Toolkit } from './sections/Toolkit'
import { Goals } from './sections/Goals'
import { Application } from './sections/Application'
import { Faq } from './sections/Faq'
import { FinalCta } from './sections/FinalCta'

export default function PartnerLicensingPage() {
  return (
    <>
      <PartnerNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Hero />
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
      </main>
    </>
  )
}
