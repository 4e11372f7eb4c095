/**
 * A form input checked by a rule of ours before the save: a text box whose problem, in Portuguese, shows
 * under it (once it has been left, or when a save is tried) and blocks the save while it stands. The rule
 * sees what is typed and what the file held when the form opened it, so a rule about a change (an end
 * date typed in the past) leaves an unchanged value alone. ./form-rules.ts holds the rules.
 */
import { TextField } from '@keystar/ui/text-field';
import { useState, type ReactElement } from 'react';

/**
 * What the box holds, the same text as read from the file (undefined in a new entry), and the file's
 * own value: written back as it was while the text is unchanged, so opening a file the rule would read
 * differently (price: "1.299,90" written by hand) is not a change, and retyping it is one.
 */
export type RuleValue = { text: string; read?: string | undefined; stored?: string | number | undefined };

/** A value as the YAML writer takes it; undefined leaves the field out of the file. */
type Stored = string | number | Date | undefined;

export type RuleFieldOptions = {
  label: string;
  description?: string | undefined;
  required: boolean;
  type?: 'text' | 'url' | 'date';
  inputMode?: 'decimal' | 'url';
  /** Why the value cannot be saved (Portuguese), or undefined. */
  problem(text: string, read: string | undefined): string | undefined;
  /** The text shown for what the file holds (a number, a date, a string). */
  fromFile?(stored: unknown): string;
  /** What the file gets for the text typed (only called once `problem` is satisfied, or for an empty box). */
  toFile?(text: string): Stored;
};

/** A date for the YAML writer that prints as YYYY-MM-DD, unquoted, as Keystatic's own date field writes it. */
export function fileDate(text: string): Date {
  const date = new Date(`${text}T00:00:00Z`);
  date.toISOString = () => text;
  date.toString = () => text;
  return date;
}

const defaultFromFile = (stored: unknown): string => {
  if (stored instanceof Date) return stored.toISOString().slice(0, 10);
  return typeof stored === 'string' || typeof stored === 'number' ? String(stored) : '';
};

export function ruleField(options: RuleFieldOptions) {
  const { label, description, required } = options;
  const fromFile = options.fromFile ?? defaultFromFile;
  const toFile = options.toFile ?? ((text: string) => text);
  const problem = (value: RuleValue) => {
    if (value.text.trim() === '') return required ? 'Obrigatório: preencha este campo.' : undefined;
    return options.problem(value.text, value.read);
  };
  return {
    kind: 'form' as const,
    label,
    Input(props: { value: RuleValue; onChange(value: RuleValue): void; autoFocus: boolean; forceValidation: boolean }): ReactElement {
      const [blurred, setBlurred] = useState(false);
      const message = props.forceValidation || blurred ? problem(props.value) : undefined;
      return (
        <TextField
          label={label}
          description={description}
          isRequired={required}
          type={options.type ?? 'text'}
          {...(options.inputMode ? { inputMode: options.inputMode } : {})}
          autoFocus={props.autoFocus}
          value={props.value.text}
          onChange={(text) => props.onChange({ ...props.value, text })}
          onBlur={() => setBlurred(true)}
          errorMessage={message}
        />
      );
    },
    defaultValue: (): RuleValue => ({ text: '' }),
    parse(stored: unknown): RuleValue {
      const text = stored === undefined || stored === null ? '' : fromFile(stored);
      return { text, read: text, ...(typeof stored === 'string' || typeof stored === 'number' ? { stored } : {}) };
    },
    serialize(value: RuleValue): { value: Stored } {
      if (value.stored !== undefined && value.text === value.read) return { value: value.stored };
      return { value: value.text.trim() === '' ? undefined : toFile(value.text.trim()) };
    },
    validate(value: RuleValue): RuleValue {
      const message = problem(value);
      if (message) throw new Error(`${label}: ${message}`);
      return value;
    },
    reader: { parse: (stored: unknown): unknown => stored },
  };
}
