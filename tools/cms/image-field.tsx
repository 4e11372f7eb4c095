/**
 * The product image input. Keystatic's image field stores an upload as `{folder}/{id}/image.{ext}` and
 * only understands references of that shape; the catalog also has images shared by several products
 * (`../images/tools.svg`) and https URLs. Those are kept exactly as written (Keystatic's own field would
 * read them as "no image" and drop the line on save) until the editor uploads a replacement.
 */
import { fields } from '@keystatic/core';
import type { ReactElement } from 'react';

type Uploaded = { data: Uint8Array; extension: string; filename: string };
/** An upload, a reference the form leaves untouched, or nothing yet. */
type Value = Uploaded | { kept: string } | null;

type Options = { label: string; description?: string; directory: string; publicPath: string };

const isKept = (value: Value): value is { kept: string } => value !== null && 'kept' in value;

export function catalogImage(options: Options) {
  const base = fields.image({ ...options, validation: { isRequired: true } });
  const ownFolder = (slug: string | undefined) => `${options.publicPath.replace(/\/*$/, '')}/${slug}/`;
  return {
    ...base,
    Input(props: Parameters<typeof base.Input>[0]): ReactElement {
      const value = props.value as Value;
      return (
        <div>
          <base.Input {...props} value={isKept(value) ? null : value} />
          {isKept(value) && <p style={{ margin: '0.5em 0 0', fontSize: '0.875rem' }}>Imagem atual: {value.kept} (fica como está até você escolher outra).</p>}
        </div>
      );
    },
    filename(value: unknown, extra: { suggestedFilenamePrefix: string | undefined; slug: string | undefined }) {
      return typeof value === 'string' && value.startsWith(ownFolder(extra.slug)) ? base.filename(value, extra) : undefined;
    },
    parse(value: unknown, extra: { asset: Uint8Array | undefined; slug: string | undefined }): Value {
      const uploaded = base.parse(value as string | undefined, extra);
      return uploaded ?? (typeof value === 'string' && value ? { kept: value } : null);
    },
    serialize(value: Value, extra: { suggestedFilenamePrefix: string | undefined; slug: string | undefined }) {
      return isKept(value) ? { value: value.kept, asset: undefined } : base.serialize(value, extra);
    },
    validate(value: Value): Value {
      return isKept(value) ? value : base.validate(value);
    },
  };
}
