import './prefs-menus.css';

/** What an opened preferences panel shows while its controls are fetched (a few hundred ms on first open at most). */
export function PanelPending() {
  return <div aria-busy="true" data-testid="prefs-panel-pending" className="m-prefs-pending" />;
}
