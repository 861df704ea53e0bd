import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { giveBackEarlyInput, keepEarlyInput } from './early-input';

/** A controlled login field, as the portal's forms are: its state starts empty. */
function CardForm({ onCard }: { onCard: (card: string) => void }) {
  const [card, setCard] = useState('');
  return (
    <form>
      <input
        aria-label="读者证号"
        value={card}
        onChange={(event) => {
          setCard(event.target.value);
          onCard(event.target.value);
        }}
      />
      <textarea aria-label="留言" defaultValue="" />
    </form>
  );
}

/** Types as a browser does before any script handles the field: the value changes, an input event fires. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('what is typed into a server-rendered page before the app starts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is given back to the hydrated form, whose state takes it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CardForm onCard={() => undefined} />);
    document.body.append(container);
    keepEarlyInput(document);
    const card = container.querySelector('input')!;
    typeInto(card, '2024000101');

    let reported = '';
    await act(async () => {
      hydrateRoot(container, <CardForm onCard={(value) => (reported = value)} />);
    });
    // Hydrating re-rendered the field from its state, or left it; either way its state is empty.
    card.value = '';
    await act(async () => giveBackEarlyInput(document));
    expect(card.value).toBe('2024000101');
    expect(reported, "the form's state").toBe('2024000101');
  });

  it('leaves alone a field whose value the visitor kept, and forgets after giving back', async () => {
    document.body.innerHTML = '<textarea aria-label="留言"></textarea><input aria-label="q">';
    keepEarlyInput(document);
    const [note, query] = [document.querySelector('textarea')!, document.querySelector('input')!];
    typeInto(note, '你好');
    typeInto(query, '三国');
    let events = 0;
    query.addEventListener('input', () => events++);
    note.value = '';
    giveBackEarlyInput(document);
    expect(note.value).toBe('你好');
    expect(events, 'no event for a field that kept its value').toBe(0);

    typeInto(query, '水浒');
    query.value = '';
    giveBackEarlyInput(document);
    expect(query.value, 'typed after the app started: not remembered').toBe('');
  });
});
