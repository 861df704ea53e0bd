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

  /** A server-rendered card form, typed into before the app starts, then hydrated: the field and what its state has. */
  async function typeThenHydrate(text: string) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CardForm onCard={() => undefined} />);
    document.body.append(container);
    keepEarlyInput(document);
    const card = container.querySelector('input')!;
    typeInto(card, text);
    const state = { reported: '' };
    await act(async () => {
      hydrateRoot(container, <CardForm onCard={(value) => (state.reported = value)} />);
    });
    return { card, state };
  }

  it('is given back to the hydrated form, whose state takes it', async () => {
    const { card, state } = await typeThenHydrate('2024000101');
    // Hydrating left the typed value on screen, but the form's state is still empty.
    expect(card.value).toBe('2024000101');
    expect(state.reported).toBe('');
    await act(async () => giveBackEarlyInput(document));
    expect(card.value).toBe('2024000101');
    expect(state.reported, "the form's state").toBe('2024000101');
  });

  it('holds a form sent before the app starts, and sends it to the app with what was typed once the app works', async () => {
    const sent: string[] = [];
    function LoginForm() {
      const [card, setCard] = useState('');
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sent.push(card);
          }}
        >
          <input aria-label="读者证号" value={card} onChange={(event) => setCard(event.target.value)} />
          <button type="submit">登录</button>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm />);
    document.body.append(container);
    keepEarlyInput(document);
    typeInto(container.querySelector('input')!, '2024000103');
    const early = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(early);
    // Not the browser's own submission: a GET with every field, a password too, in the address.
    expect(early.defaultPrevented).toBe(true);
    await act(async () => {
      hydrateRoot(container, <LoginForm />);
    });
    expect(sent).toEqual([]);
    await act(async () => {
      giveBackEarlyInput(document);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(sent, "the app's handler, with the form's state").toEqual(['2024000103']);
  });

  it('is given back where hydrating put the empty state on screen', async () => {
    const { card, state } = await typeThenHydrate('2024000102');
    card.value = '';
    await act(async () => giveBackEarlyInput(document));
    expect(card.value).toBe('2024000102');
    expect(state.reported, "the form's state").toBe('2024000102');
  });

  it('gives every field typed into its value with one input event, and forgets after giving back', async () => {
    document.body.innerHTML = '<textarea aria-label="留言"></textarea><input aria-label="q">';
    keepEarlyInput(document);
    const [note, query] = [document.querySelector('textarea')!, document.querySelector('input')!];
    typeInto(note, '你好');
    typeInto(query, '三国');
    const events: string[] = [];
    query.addEventListener('input', () => events.push(query.value));
    note.value = '';
    giveBackEarlyInput(document);
    expect(note.value).toBe('你好');
    expect(query.value).toBe('三国');
    expect(events, 'a field that kept its value is given it too').toEqual(['三国']);

    // A file chosen early is no text to give back (a file field's value can only be set to empty).
    const file = document.createElement('input');
    file.type = 'file';
    document.body.append(file);
    keepEarlyInput(document);
    file.dispatchEvent(new Event('input', { bubbles: true }));
    expect(() => giveBackEarlyInput(document)).not.toThrow();

    typeInto(query, '水浒');
    query.value = '';
    giveBackEarlyInput(document);
    expect(query.value, 'typed after the app started: not remembered').toBe('');
  });
});
