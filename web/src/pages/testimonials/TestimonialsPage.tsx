import { MessageSquareHeart, MessagesSquare } from 'lucide-react'
import { useState } from 'react'
import { PageIntro } from '../../components/layout/PageIntro'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { TestimonialForm } from './TestimonialForm'
import { TestimonialsView } from './TestimonialsView'

export default function TestimonialsPage() {
  const [tab, setTab] = useState('submit')
  return (
    <>
      <PageIntro
        back={{ to: '/', label: 'Back to home' }}
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
              <TabsTrigger value="view" className="flex-1 max-sm:px-3 sm:flex-none">
                <MessagesSquare aria-hidden="true" className="hidden sm:block" />
                View Testimonials
              </TabsTrigger>
            </TabsList>
            <TabsContent value="submit" className="mt-8">
              <TestimonialForm onShowAll={() => setTab('view')} />
            </TabsContent>
            <TabsContent value="view" className="mt-8">
              <TestimonialsView onWrite={() => setTab('submit')} />
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </>
  )
}
