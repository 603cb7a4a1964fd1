import { ADMIN_KEY } from '../adminApi'

/** The showcase as staff see it (GET /api/projects, featured first). */
export const SHOWCASE_KEY = [...ADMIN_KEY, 'showcase'] as const
