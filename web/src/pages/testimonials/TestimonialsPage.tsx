import { MessageSquareHeart, MessagesSquare } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { PageIntro } from '../../components/layout/PageIntro'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { TestimonialForm } from './TestimonialForm'

// The list is the second tab: its code (and its data) loads when that tab is
// chosen, or as the pointer or the keyboard comes to it, not with the page.
const loadView = () => import('./TestimonialsView')
const TestimonialsView = lazy(() => loadView().then((m) => ({ default: m.TestimonialsView })))
const preloadView = () => void loadView().catch(() => undefined)

/** The list's room while its code is on its way: the same as its own loading state. */
const viewLoading = (
  <div role="status" aria-label="Loading testimonials" className="space-y-8">
    <div aria-hidden="true" className="h-[166px] rounded-card bg-mist ring-1 ring-inset ring-slate-200 sm:h-[106px]" />
    <div aria-hidden="true" className="grid animate-pulse gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-64 rounded-card bg-slate-100" />
      ))}
    </div>
  </div>
)

export default function TestimonialsPage() {
  const [tab, setTab] = useState('submit')
  return (
    <>
      <PageIntro
        back={{ to: '/', label: 'Back to Home' }}
        eyebrow="Testimonials"
        title="Worked with us? Tell people how it went."
        lead="Colleagues, clients, collaborators and friends: a few honest sentences help others decide. Every testimonial is read by the team before it is published."
      />
      <div className="bg-white">
        <div className="container-page py-10 sm:py-14">
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Testimonials" className="w-full sm:w-auto">
              <TabsTrigger value="submit" className="flex-1 max-sm:px-3 sm:flex-none">
                <MessageSquareHeart aria-hidden="true" className="hidden sm:block" />
                Submit Testimonial
              </TabsTrigger>
              <TabsTrigger
                value="view"
                onPointerEnter={preloadView}
                onFocus={preloadView}
                className="flex-1 max-sm:px-3 sm:flex-none"
              >
                <MessagesSquare aria-hidden="true" className="hidden sm:block" />
                View Testimonials
              </TabsTrigger>
            </TabsList>
            <TabsContent value="submit" className="mt-8">
              <TestimonialForm onShowAll={() => setTab('view')} />
            </TabsContent>
            <TabsContent value="view" className="mt-8">
              <Suspense fallback={viewLoading}>
                <TestimonialsView onWrite={() => setTab('submit')} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </>
  )
}
