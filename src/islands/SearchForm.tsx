import { useState, type SubmitEvent } from 'react';

/** Labels and target of the header search form. */
export interface SearchFormProps {
  /** The search page of the current language, e.g. "/search" or "/en/search". */
  action: string;
  label: string;
  placeholder: string;
  buttonLabel: string;
  /** Distinguishes the desktop and mobile instances (ids must be unique on the page). */
  idSuffix: string;
  /** Called after a search was sent (the mobile menu closes then). */
  onSearched?: () => void;
}

/** Header search. Without JavaScript it is a plain GET form; with it, the spec's rules apply (trim, non-empty, encode, clear). */
export default function SearchForm({ action, label, placeholder, buttonLabel, idSuffix, onSearched }: SearchFormProps) {
  const [value, setValue] = useState('');
  const inputId = `site-search-${idSuffix}`;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = value.trim();
    if (!text) return;
    setValue('');
    onSearched?.();
    window.location.assign(`${action}?q=${encodeURIComponent(text)}`);
  };

  return (
    <form className="search-form" role="search" action={action} method="get" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="search-form__input"
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className="search-form__button" type="submit" aria-label={buttonLabel}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M10.5 3a7.5 7.5 0 0 1 5.96 12.06l4.24 4.24-1.4 1.4-4.24-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
            fill="currentColor"
          />
        </svg>
      </button>
    </form>
  );
}
