import { useEffect, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { lazyChecks, useRecheckErrorsOnEdit, type AnyForm } from './form'

/** A resolver that loads itself on first use; preload() starts the load early. */
export type LazyResolver<In extends FieldValues, Out> = Resolver<In, unknown, Out> & {
  preload: () => Promise<unknown>
  /** Resolves once the checks have loaded, whatever started the load; never starts it. */
  loaded: Promise<void>
}

/**
 * A zod resolver whose schema (and zod with it) loads on the first check,
 * or earlier through preload(): FormRoot calls it when focus first enters
 * the form. A failed load is tried again on the next check.
 */
export function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
): LazyResolver<z.input<S>, z.output<S>> {
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined
  let markLoaded: () => void = () => undefined
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve))
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => {
        markLoaded()
        return zodResolver(schema)
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const resolver = (async (values, context, options) => (await load())(values, context, options)) as LazyResolver<
    z.input<S>,
    z.output<S>
  >
  resolver.preload = () => load().catch(() => undefined)
  resolver.loaded = loaded
  return resolver
}

/**
 * useSchemaForm with the schema in a chunk of its own, loaded on the first
 * check or when focus first enters the form: the page's first load carries
 * no validation library. Messages and behaviour are the schema's, as with
 * useSchemaForm.
 */
export function useLazySchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
  defaultValues: DefaultValues<z.input<S>>,
  mode: 'onSubmit' | 'onTouched' | 'onChange' = 'onTouched',
  reValidateMode: 'onChange' | 'onSubmit' = 'onChange',
) {
  const [resolver] = useState(() => lazyZodResolver(loadSchema))
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues, mode, reValidateMode })
  lazyChecks.set(form.control, resolver)
  useRecheckErrorsOnEdit(form as AnyForm<z.input<S>>, reValidateMode)
  return form
}

/**
 * Whether a useLazySchemaForm form's values pass its checks, false until the
 * checks have loaded: asking at once would load them with the page. Once
 * they are here the values are checked at once, then after each change,
 * with the form's own resolver (react-hook-form's public Resolver call), so
 * no error is shown by asking.
 */
export function useIsValidOnceLoaded<T extends FieldValues>(form: AnyForm<T>): boolean {
  const { control, getValues, watch } = form
  const [valid, setValid] = useState(false)
  useEffect(() => {
    const checks = lazyChecks.get(control) as (Resolver<T> & { loaded: Promise<void> }) | undefined
    if (!checks) return
    let live = true
    let loaded = false
    let asked = 0
    const check = (values: T) => {
      const n = ++asked
      void Promise.resolve(checks(values, undefined, { fields: {}, shouldUseNativeValidation: false })).then(
        (r) => live && n === asked && setValid(Object.keys(r.errors).length === 0),
        () => live && n === asked && setValid(false),
      )
    }
    void checks.loaded.then(() => {
      loaded = true
      if (live) check(getValues())
    })
    const sub = watch((values) => {
      if (loaded) check(values as T)
    })
    return () => {
      live = false
      sub.unsubscribe()
    }
  }, [control, getValues, watch])
  return valid
}
