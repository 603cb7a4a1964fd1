import { useState } from 'react'
import { SectionSwitch } from '../common/SectionSwitch'
import { TabHeader } from '../common/TabStates'
import { StoriesModeration } from './StoriesModeration'
import { TemplatesAdmin } from './TemplatesAdmin'

type View = 'stories' | 'templates'

/** Admin tab: partners' success stories to review, and the success templates library. */
export default function SuccessTab() {
  const [view, setView] = useState<View>('stories')
  return (
    <section aria-labelledby="admin-success-title" className="space-y-6">
      <TabHeader id="admin-success-title" title="Success Tools" lead="Review the stories partners share, and keep the templates library useful." />
      <SectionSwitch
        label="Success Tools views"
        value={view}
        onChange={setView}
        options={[
          { value: 'stories', label: 'Stories to review' },
          { value: 'templates', label: 'Templates' },
        ]}
      />
      {view === 'stories' ? <StoriesModeration /> : <TemplatesAdmin />}
    </section>
  )
}
