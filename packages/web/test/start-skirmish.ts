import { fireEvent, screen } from '@testing-library/react';
import { App } from '../src/App';
import { inThreadComputer } from '../src/game/computer';
import { DEV_MODE_KEY } from '../src/screens/Home';
import { h, renderApp } from './helpers';

/** The app in developer mode, a Skirmish begun from the home page and Red's first unit moved to row 6, column 5. */
export async function startSkirmishAndMove(): Promise<ReturnType<typeof renderApp>> {
  localStorage.setItem(DEV_MODE_KEY, '1');
  const app = renderApp(h(App, { computer: inThreadComputer }));
  fireEvent.click(screen.getByRole('radio', { name: /Skirmish/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
  await screen.findByTestId('prompt');
  fireEvent.click(document.querySelector('g.cca-hex[data-hex="6,5"][role="button"]')!);
  await screen.findByText('Red moves to row 6, column 5');
  return app;
}
