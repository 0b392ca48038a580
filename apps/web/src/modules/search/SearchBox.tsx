'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './SearchBox.module.css';
import { SearchIcon } from './SearchIcon';
import { optionId, SuggestionList } from './SuggestionList';
import { MIN_QUERY_LENGTH, useSearchSuggestions } from './useSearchSuggestions';

/**
 * The header's search: a combobox whose popup lists matching experiences as the visitor types.
 * On phones it is an icon that opens the field over the header.
 */
export function SearchBox() {
  const router = useRouter();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const { results, loading } = useSearchSuggestions(text);
  // The highlight belongs to one answer: a newer answer starts with nothing highlighted.
  const [highlight, setHighlight] = useState({ of: results, index: -1 });
  const active = highlight.of === results ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ of: results, index });
  const query = text.trim();
  const items = results?.experiences ?? [];
  const showPopup = open && query.length >= MIN_QUERY_LENGTH && results !== null;

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  function reset() {
    setText('');
    setOpen(false);
    setExpanded(false);
    inputRef.current?.blur();
  }

  function go(url: string) {
    reset();
    router.push(url);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const picked = showPopup ? items[active] : undefined;
    if (picked) go(picked.page_url);
    else if (query.length >= MIN_QUERY_LENGTH) go(`/search?q=${encodeURIComponent(query)}`);
  }

  function move(event: KeyboardEvent, step: 1 | -1) {
    if (items.length === 0) return;
    event.preventDefault();
    setOpen(true);
    const last = items.length - 1;
    setActive(step === 1 ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') move(event, 1);
    else if (event.key === 'ArrowUp') move(event, -1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      if (showPopup) setOpen(false);
      else if (expanded) {
        setExpanded(false);
        toggleRef.current?.focus();
      } else setText('');
    }
  }

  return (
    <div className={`${styles.root} ${expanded ? styles.expanded : ''}`} data-testid="search-box">
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Search experiences"
        aria-expanded={expanded}
        onClick={() => setExpanded(true)}
        data-testid="search-toggle"
      >
        <SearchIcon />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the search landmark, also for browsers without <search> */}
      <form role="search" action="/search" className={styles.form} onSubmit={submit}>
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          Search experiences
        </label>
        <span className={styles.icon} aria-hidden="true">
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          name="q"
          type="search"
          className={styles.input}
          placeholder="Search decorations, dinners, gifts…"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={showPopup && items.length > 0 ? listId : undefined}
          aria-activedescendant={showPopup && active >= 0 ? optionId(listId, active) : undefined}
          aria-busy={loading}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            // On a phone, tapping away from an empty field gives the header back.
            if (!text) setExpanded(false);
          }}
          onKeyDown={keyDown}
          data-testid="search-input"
        />
        {text && (
          <button
            type="button"
            className={styles.clear}
            aria-label="Clear search"
            onClick={() => {
              setText('');
              inputRef.current?.focus();
            }}
          >
            ×
          </button>
        )}
        <button type="button" className={styles.close} aria-label="Close search" onClick={reset}>
          ×
        </button>
        {showPopup && (
          <SuggestionList
            listId={listId}
            query={results.q}
            items={items}
            total={results.total}
            active={active}
            onHover={setActive}
            onPick={reset}
          />
        )}
      </form>
      <p className="visually-hidden" role="status">
        {showPopup && items.length > 0 ? `${results.total} experiences found` : ''}
      </p>
    </div>
  );
}
