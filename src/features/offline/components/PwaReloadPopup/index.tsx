import React, {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/PwaReloadPopup';
import StatusPopup from '../StatusPopup';
import styles from './styles.module.css';

/**
 * The prompt @docusaurus/plugin-pwa 3.10.2 shows when a new deployment's service worker is waiting
 * (replaces lib/theme/PwaReloadPopup): the same alert, worded as "reload", and a status region so a screen
 * reader announces it. Reload hands control to the new worker and reloads the page (the plugin's onReload).
 */
export default function PwaReloadPopup({onReload}: Props): ReactNode {
  const [isVisible, setIsVisible] = useState(true);
  if (!isVisible) return null;
  return (
    <StatusPopup
      kind="secondary"
      className={styles.popup}
      role="status"
      data-testid="pwa-reload-popup"
      closeLabel={translate({
        id: 'pwa.reloadPopup.close',
        message: 'Close',
        description: 'Hides the new-version prompt; the new version loads on the next visit',
      })}
      onClose={() => setIsVisible(false)}
      actions={
        <button
          className="button button--primary button--sm"
          type="button"
          onClick={() => {
            setIsVisible(false);
            onReload();
          }}>
          <Translate id="pwa.reloadPopup.reload" description="Reloads the page on the new version">
            Reload
          </Translate>
        </button>
      }>
      <Translate id="pwa.reloadPopup.message" description="A new deployment of the site is ready to use">
        A new version of this site is available.
      </Translate>
    </StatusPopup>
  );
}
