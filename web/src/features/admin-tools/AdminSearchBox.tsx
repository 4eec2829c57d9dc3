import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ADMIN_SEARCH_MIN_LENGTH } from '../../../../common/backoffice';
import { AdminSearchDocument } from '../../graphql/graphql';
import { kindName } from './kind-names';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const TYPING_PAUSE_MS = 250;

/**
 * The top bar's search (WAI-ARIA combobox with a listbox): type two characters or more, move
 * through the results with the arrow keys, Enter opens one, Escape closes the list.
 */
export function AdminSearchBox() {
  const form = useForm({ defaultValues: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' });
  const clear = () => form.setValue('text', '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const ids = { input: useId(), listbox: useId(), status: useId() };
  const term = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const searching = term.length >= ADMIN_SEARCH_MIN_LENGTH;
  const { data, loading, error } = useQuery(
    AdminSearchDocument,
    searching ? { variables: { query: term } } : skipToken,
  );
  const hits = searching ? (data?.adminSearch ?? []) : [];
  const expanded = open && searching && hits.length > 0;

  const choose = (index: number) => {
    const hit = hits[index];
    if (!hit) return;
    setOpen(false);
    clear();
    void navigate(hit.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (hits.length ? (index + step + hits.length) % hits.length : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else clear();
    }
  };

  return (
    <div className="admin-search">
      <label htmlFor={ids.input} className="visually-hidden">
        Search posts, jobs and leads
      </label>
      <input
        id={ids.input}
        className="admin-search__input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Search posts, jobs and leads"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={ids.listbox}
        aria-describedby={ids.status}
        aria-activedescendant={expanded && active >= 0 ? `${ids.listbox}-${active}` : undefined}
        {...form.register('text', {
          onChange: () => {
            setOpen(true);
            setActive(-1);
          },
          onBlur: () => setOpen(false),
        })}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
      />
      <ul
        id={ids.listbox}
        role="listbox"
        aria-label="Search results"
        className="admin-search__results"
        hidden={!expanded}
      >
        {hits.map((hit, index) => (
          <li
            key={`${hit.kind}-${hit.recordId}`}
            id={`${ids.listbox}-${index}`}
            role="option"
            aria-selected={index === active}
            className="admin-search__option"
            // Keep the focus in the box so the click is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <span className="admin-search__kind">{kindName(hit.kind)}</span>
            <span className="admin-search__title">{hit.title}</span>
            <span className="admin-search__detail">{hit.detail}</span>
          </li>
        ))}
      </ul>
      <p id={ids.status} className="visually-hidden" role="status">
        {searchStatus(searching && open, loading, Boolean(error), hits.length)}
      </p>
    </div>
  );
}

function searchStatus(active: boolean, loading: boolean, failed: boolean, count: number): string {
  if (!active) return '';
  if (loading) return 'Searching…';
  if (failed) return 'Search failed';
  if (count === 0) return 'No results';
  return `${count} ${count === 1 ? 'result' : 'results'}; use the arrow keys to choose`;
}
