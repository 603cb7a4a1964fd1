import { Controller, useFormContext } from 'react-hook-form'
import { FormField } from '../../../components/form/form'
import { Input } from '../../../components/ui/input'
import { COLOR_LABELS, normalizeHex, previewColor, type BrandingValues, type ColorField as Field } from './brandingRules'

/** A colour: the browser's picker beside a hex box, both on one value. */
export function ColorField({ name }: { name: Field }) {
  const { control } = useFormContext<BrandingValues>()
  const { label, hint } = COLOR_LABELS[name]
  return (
    <FormField<BrandingValues> name={name} label={label} hint={hint} id={`brand-${name}`}>
      {({ invalid, ...c }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <div className="flex items-center gap-2.5">
              <input
                type="color"
                aria-label={`${label} picker`}
                value={previewColor(field.value, name).toLowerCase()}
                onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                className="h-12 w-14 shrink-0 cursor-pointer rounded-xl border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              />
              <Input
                {...c}
                ref={field.ref}
                name={field.name}
                invalid={invalid}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                // A typed "3b82f6" or "#3b8" becomes #3B82F6 / #33BB88 when leaving the box.
                onBlur={() => {
                  field.onChange(normalizeHex(field.value))
                  field.onBlur()
                }}
                maxLength={9}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                placeholder="#3B82F6"
                className="font-mono uppercase"
              />
            </div>
          )}
        />
      )}
    </FormField>
  )
}
