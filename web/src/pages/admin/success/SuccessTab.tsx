import { SwitchedTab } from '../common/SectionSwitch'
import { StoriesModeration } from './StoriesModeration'
import { TemplatesAdmin } from './TemplatesAdmin'

/** Admin tab: partners' success stories to review, and the success templates library. */
export default function SuccessTab() {
  return (
    <SwitchedTab
      id="admin-success-title"
      title="Success Tools"
      lead="Review the stories partners share, and keep the templates library useful."
      label="Success Tools views"
      views={[
        { value: 'stories', label: 'Stories to review', view: () => <StoriesModeration /> },
        { value: 'templates', label: 'Templates', view: () => <TemplatesAdmin /> },
      ]}
    />
  )
}
