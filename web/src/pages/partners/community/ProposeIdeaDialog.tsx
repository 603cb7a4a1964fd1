import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { FormField } from '../../../components/form/form'
import { useCreateDialog } from '../../../components/form/useCreateDialog'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { FormDialog } from '../../../components/ui/form-frames'
import { RULES } from '../../../lib/rules'
import { Select } from '../../../components/ui/select'
import { EMPTY_IDEA, IDEA_FIELDS, ideaSchema, type IdeaList, type IdeaValues } from '../../../lib/ideas/ideaModel'
import { IDEAS_KEY, proposeIdea } from './ideasApi'

const L = RULES.community

/** Propose an idea: the lists (categories, development times) come from the list's answer. */
export function ProposeIdeaDialog({
  open,
  onOpenChange,
  lists,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  lists: Pick<IdeaList, 'categories' | 'developmentTimes'>
}) {
  const queryClient = useQueryClient()
  const schema = useMemo(() => ideaSchema(lists.categories, lists.developmentTimes), [lists.categories, lists.developmentTimes])
  const form = useSchemaForm(schema, EMPTY_IDEA)
  const dialog = useCreateDialog({
    form,
    open,
    onOpenChange,
    empty: EMPTY_IDEA,
    create: proposeIdea,
    created: (idea) => ({ title: 'Idea proposed', description: `${idea.idea} is on the board. Other partners can vote for it now.` }),
    refresh: () => queryClient.invalidateQueries({ queryKey: IDEAS_KEY }),
    fields: IDEA_FIELDS,
    failed: { title: 'Idea not proposed', description: 'Please check your connection and try again.' },
  })
  const description = form.watch('description')

  return (
    <FormDialog
      {...dialog}
      title="Propose an idea"
      description="A product you would sell to your clients. Partners vote, and the ideas with the most support are built first."
      submitLabel="Propose Idea"
      pendingLabel="Proposing..."
    >
      <FormField<IdeaValues> name="idea" label="Idea" hint="A short name, such as “Missed-call text-back”.">
        {(c) => <Input {...c} {...form.register('idea')} maxLength={L.idea} autoComplete="off" autoFocus />}
      </FormField>
      <FormField<IdeaValues>
        name="description"
        label="Description"
        hint={`The problem it solves and who pays for the fix (${L.descriptionMin} to ${L.description} characters; ${description.trim().length} so far).`}
      >
        {(c) => <Textarea {...c} {...form.register('description')} maxLength={L.description} rows={5} className="min-h-[130px]" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField<IdeaValues> name="category" label="Category">
          {(c) => (
            <Select {...c} {...form.register('category')}>
              <option value="" disabled>
                Choose a category
              </option>
              {lists.categories.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField<IdeaValues> name="estimatedDevelopmentTime" label="Development time">
          {(c) => (
            <Select {...c} {...form.register('estimatedDevelopmentTime')}>
              <option value="" disabled>
                Your estimate
              </option>
              {lists.developmentTimes.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField<IdeaValues> name="targetMarket" label="Target market" hint="Who would buy it, such as “Dental practices” or “Home services”.">
        {(c) => <Input {...c} {...form.register('targetMarket')} maxLength={L.targetMarket} autoComplete="off" />}
      </FormField>
    </FormDialog>
  )
}
