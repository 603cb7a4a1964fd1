import { clsx, type ClassValue } from 'clsx'

/** Joins class names; later Tailwind classes are written to win by order. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
