// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it } from 'vitest';
import { createTheme, useTheme } from '@mui/material/styles';
import { lazyNamed } from './lazy-named';
import { createAppTheme } from './mui/theme';
import { ShellLookContext } from './shell-look';

afterEach(cleanup);

it('lazyNamed renders the named export once its module has loaded, with its props', async () => {
  const module = { Other: () => <span>other</span>, Greeting: ({ name }: { name: string }) => <span>hello {name}</span> };
  const Greeting = lazyNamed(async () => module, 'Greeting');
  render(
    <Suspense fallback={<span>loading</span>}>
      <Greeting name="ann" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  expect(await screen.findByText('hello ann')).toBeTruthy();
});

/** Shows the primary colour of the MUI theme around it: the shell's inside MuiScope, MUI's default outside. */
function ThemeProbe() {
  const theme = useTheme();
  return <span data-testid="probe">{theme.palette.primary.main}</span>;
}

it("renders the part inside the shell look's MUI theme", async () => {
  const Probe = lazyNamed(async () => ({ ThemeProbe }), 'ThemeProbe');
  render(
    <ShellLookContext value={{ mode: 'dark', rise: 'green-up', dir: 'ltr' }}>
      <Suspense fallback={null}>
        <Probe />
      </Suspense>
    </ShellLookContext>,
  );
  expect((await screen.findByTestId('probe')).textContent).toBe(
    createAppTheme({ mode: 'dark', rise: 'green-up' }, 'ltr').palette.primary.main,
  );
});

it('leaves a part drawn without MUI outside any theme with { mui: false }', async () => {
  const Probe = lazyNamed(async () => ({ ThemeProbe }), 'ThemeProbe', { mui: false });
  render(
    <ShellLookContext value={{ mode: 'dark', rise: 'green-up', dir: 'ltr' }}>
      <Suspense fallback={null}>
        <Probe />
      </Suspense>
    </ShellLookContext>,
  );
  expect((await screen.findByTestId('probe')).textContent).toBe(createTheme().palette.primary.main);
});
