import { useCallback, useState } from 'react'
import { scrollToAnchor } from '../../lib/scroll'
import type { AudienceType } from './applicationRules'
import { ApplyContext } from './applyContext'
import { ApplySection } from './sections/ApplySection'
import { Audiences } from './sections/Audiences'
import { Benefits } from './sections/Benefits'
import { FinalCta } from './sections/FinalCta'
import { Hero } from './sections/Hero'
import { Mission } from './sections/Mission'
import { PathForward } from './sections/PathForward'
import { QuizCallout } from './sections/QuizCallout'
import { StoryTeaser } from './sections/StoryTeaser'
import { TestimonialsSlot } from './sections/TestimonialsSlot'
import { Values } from './sections/Values'

export default function HomePage() {
  const [preset, setPreset] = useState<{ audience: AudienceType; nonce: number }>()

  const startApplication = useCallback((audience?: AudienceType) => {
    if (audience) setPreset((p) => ({ audience, nonce: (p?.nonce ?? 0) + 1 }))
    scrollToAnchor('form')
  }, [])

  return (
    <ApplyContext.Provider value={startApplication}>
      <Hero />
      <Audiences />
      <StoryTeaser />
      <QuizCallout />
      <Mission />
      <Values />
      <Benefits />
      <PathForward />
      <ApplySection preset={preset} />
      <TestimonialsSlot />
      <FinalCta />
    </ApplyContext.Provider>
  )
}
