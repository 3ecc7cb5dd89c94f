import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import StatusPopup from '../StatusPopup';
import styles from './styles.module.css';

type Props = {
  /** Hides the notice (it shows again the next time the connection drops). */
  onClose: () => void;
};

/**
 * Shown by src/features/offline/client/register.ts while the browser is offline before this locale's service worker
 * is active: the site is not saved on this device yet, so a reload or another page would get the browser's own
 * error page. Its container is the status region that announces it.
 */
export default function OfflineNotice({onClose}: Props): ReactNode {
  return (
    <StatusPopup
      kind="warning"
      className={styles.notice}
      data-testid="offline-notice"
      closeLabel={translate({
        id: 'pwa.offlineNotice.close',
        message: 'Close',
        description: 'Hides the notice that offline reading is not ready yet',
      })}
      onClose={onClose}>
      <strong>
        <Translate
          id="pwa.offlineNotice.title"
          description="The browser went offline before the site was saved for offline reading">
          Offline reading is not ready yet.
        </Translate>
      </strong>{' '}
      <Translate
        id="pwa.offlineNotice.message"
        description="What a reader can still do while offline before the site was saved for offline reading">
        Until you are back online, keep this page open: other pages will not load, nor will this one if you reload it.
      </Translate>
    </StatusPopup>
  );
}
