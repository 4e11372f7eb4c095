/**
 * Keystatic form fields read off the product schema (src/content/schema.ts): a field's kind, whether it
 * is required, its default, its length and number limits all come from the zod definition, so the form
 * asks for exactly what `content:check` accepts. Fields whose input needs more than the schema says
 * (category names, merchants, the image upload) are built in ./product-form.ts.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import { dateField } from '../../src/content/schema.ts';

/** What the form shows for a field: its label and a line of help. */
export type FieldText = { label: string; description?: string };

/** The parts of a zod definition this module reads (zod 4's public `def` and its number/string getters). */
interface ZodLike {
  def: {
    type: string;
    innerType?: ZodLike;
    defaultValue?: unknown;
    element?: ZodLike;
    entries?: Record<string, string>;
    checks?: { _zod: { def: { check: string; value?: unknown; format?: string; pattern?: RegExp } } }[];
  };
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}

/** A field's own type, whether a file may leave it out, and the value the schema fills in then. */
export function unwrap(schema: unknown): { inner: ZodLike; required: boolean; defaultValue: unknown } {
  let inner = schema as ZodLike;
  let required = true;
  let defaultValue: unknown;
  while ((inner.def.type === 'optional' || inner.def.type === 'default') && inner.def.innerType) {
    if (inner.def.type === 'default') defaultValue = inner.def.defaultValue;
    required = false;
    inner = inner.def.innerType;
  }
  return { inner, required, defaultValue };
}

const check = (t: ZodLike, name: string) => t.def.checks?.find((c) => c._zod.def.check === name)?._zod.def;
const finite = (n: number | null | undefined) => (n !== null && n !== undefined && Number.isFinite(n) ? n : undefined);

/** Texts longer than a title get a text area. */
const MULTILINE_FROM = 141;

/** The Keystatic field for one schema field; throws for a kind the form cannot edit yet (a new schema field). */
export function formField(schema: unknown, text: FieldText): ComponentSchema {
  const { inner, required, defaultValue } = unwrap(schema);
  const { label, description } = text;
  if (inner === (dateField as unknown)) {
    return fields.date({ label, description, validation: { isRequired: required }, defaultValue: required ? { kind: 'today' } : undefined });
  }
  switch (inner.def.type) {
    case 'string': {
      // An optional text left empty is left out of the file, so its length and pattern apply only once typed.
      const pattern = check(inner, 'string_format')?.pattern;
      const regex = pattern && (required ? pattern : new RegExp(`^$|${pattern.source}`));
      return fields.text({
        label,
        description,
        defaultValue: typeof defaultValue === 'string' ? defaultValue : undefined,
        multiline: (inner.maxLength ?? 0) >= MULTILINE_FROM,
        validation: {
          isRequired: required,
          length: { min: required ? (inner.minLength ?? undefined) : undefined, max: inner.maxLength ?? undefined },
          ...(regex ? { pattern: { regex, message: description ?? label } } : {}),
        },
      });
    }
    case 'number': {
      const validation = { isRequired: required, min: finite(inner.minValue), max: finite(inner.maxValue) };
      const initial = typeof defaultValue === 'number' ? defaultValue : undefined;
      if (inner.isInt) return fields.integer({ label, description, defaultValue: initial, validation });
      const step = check(inner, 'multiple_of')?.value;
      return fields.number({ label, description, defaultValue: initial, step: typeof step === 'number' ? step : undefined, validation });
    }
    case 'boolean':
      return fields.checkbox({ label, description, defaultValue: defaultValue === true });
    case 'enum': {
      const values = Object.values(inner.def.entries ?? {});
      return fields.select({ label, description, options: values.map((value) => ({ label: value, value })), defaultValue: String(defaultValue ?? values[0]) });
    }
    case 'array':
      if (inner.def.element) {
        return fields.array(formField(inner.def.element, { label }), {
          label,
          description,
          itemLabel: (item) => String((item as { value?: unknown }).value ?? ''),
        });
      }
  }
  throw new Error(`The editing form has no input for "${label}" (a ${inner.def.type} in src/content/schema.ts): add one in tools/cms/product-form.ts`);
}
