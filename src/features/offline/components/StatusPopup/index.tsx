import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** Infima's alert colour. */
  kind: 'warning' | 'secondary';
  /** The accessible name of the close button. */
  closeLabel: string;
  onClose: () => void;
  /** The message. */
  children: ReactNode;
  /** Buttons before the close button. */
  actions?: ReactNode;
  /** The popup's own width and alignment. */
  className?: string;
  /** 'status' where the popup announces itself; omitted inside a status region that announces it. */
  role?: 'status';
  'data-testid': string;
};

/**
 * The offline feature's popups (the new-version prompt, the notice that offline reading is not ready): an alert
 * fixed at the bottom right of the page, above the page's other fixed elements, with a message, its buttons and
 * a close button.
 */
export default function StatusPopup({
  kind,
  closeLabel,
  onClose,
  children,
  actions,
  className,
  role,
  'data-testid': testId,
}: Props): ReactNode {
  return (
    <div className={clsx('alert', `alert--${kind}`, styles.popup, className)} role={role} data-testid={testId}>
      <p>{children}</p>
      <div className={styles.buttons}>
        {actions}
        <button aria-label={closeLabel} className="clean-btn close" type="button" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
