/**
 * The text a new statement of work starts from: headings the partner fills
 * in, and the review clause with the client's review time for the project
 * (its own or the partner's default) when it is known. Pure.
 */
export function sowOutline(project: { title: string; clientName: string }, reviewHours?: number): string {
  const client = project.clientName.trim() || 'The client'
  const review =
    reviewHours !== undefined
      ? `${client} reviews each submitted deliverable within ${reviewHours} working hours, and approves it in their portal or says what to change.`
      : `${client} reviews each submitted deliverable and approves it in their portal or says what to change.`
  return [
    '## Scope',
    `What ${project.title.trim() || 'the project'} delivers, and what it does not.`,
    '## Deliverables',
    '- ',
    '## Timeline',
    '## Reviews',
    review,
    '## Price and payment',
  ].join('\n\n')
}
