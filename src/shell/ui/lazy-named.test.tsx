// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named';

afterEach(cleanup);

it('lazyNamed renders the named export once its module has loaded, with its props', async () => {
  const module = { Other: () => <span>other</span>, Greeting: ({ name }: { name: string }) => <span>hello {name}</span> };
  const Greeting = lazyNamed(async () => module, 'Greeting');
  render(<Suspense fallback={<span>loading</span>}><Greeting name="ann" /></Suspense>);
  expect(screen.getByText('loading')).toBeTruthy();
  expect(await screen.findByText('hello ann')).toBeTruthy();
});
