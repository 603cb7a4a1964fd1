import { ArrowRight, Send, SquareKanban, ThumbsUp } from 'lucide-react'
import { Link } from 'react-router'
import { PageIntro } from '../../components/layout/PageIntro'
import { IconNote } from '../../components/layout/PageParts'
import { VOTE_THRESHOLD } from '../../lib/requestRules'
import { RequestFormCard } from './RequestFormCard'

export default function RequestPage() {
  return (
    <>
      <PageIntro
        back={{ to: '/board', label: 'Back to Board' }}
        eyebrow="Build in public"
        title="Submit a request"
        lead="Tell us what to build next, what is broken, or an idea worth exploring. The community votes, and the most wanted work moves up the board."
      />
      <div className="bg-white">
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.5fr_1fr] lg:gap-14">
          <div className="rounded-card border border-slate-200/80 bg-white shadow-card">
            <RequestFormCard />
          </div>

          <aside aria-labelledby="how-it-works" className="lg:pt-2">
            <h2 id="how-it-works" className="text-lg font-semibold">
              How the board works
            </h2>
            <ol className="mt-5 space-y-5">
              <IconNote icon={<Send />} title="Visible immediately">
                Your request appears in the Submitted column the moment you send it.
              </IconNote>
              <IconNote icon={<ThumbsUp />} title="The community votes">
                One vote per person. Requests with {VOTE_THRESHOLD}+ votes move to the To Do list automatically.
              </IconNote>
              <IconNote icon={<SquareKanban />} title="We build in public">
                The team moves work from To Do to In Progress to Done, so you can follow it all the way.
              </IconNote>
            </ol>
            <div className="mt-8 rounded-xl bg-mist p-5 ring-1 ring-inset ring-slate-200">
              <p className="text-[15px] leading-relaxed text-slate-600">
                <strong className="font-semibold text-slate-900">Note:</strong> requests are visible on the board
                immediately, and requests with {VOTE_THRESHOLD}+ votes move to the To Do list.
              </p>
              <Link
                to="/board"
                className="mt-3 inline-flex items-center gap-1.5 rounded text-[15px] font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                See what others asked for
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </aside>
        </div>
      </div>
    </>
  )
}
