import React, {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {command: string};

/** A shell command shown as code, with a button that copies it. */
export default function CopyCommand({command}: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard blocked (permissions, insecure context): the text stays selectable.
      setCopied(false);
    }
  };
  return (
    <div className={styles.command}>
      <code>
        <span aria-hidden="true" className={styles.prompt}>
          ${' '}
        </span>
        {command}
      </code>
      <button
        type="button"
        className={styles.button}
        onClick={copy}
        aria-label={translate({id: 'copyCommand.label', message: 'Copy command to clipboard'})}>
        {copied ? (
          <Translate id="copyCommand.copied">Copied</Translate>
        ) : (
          <Translate id="copyCommand.copy">Copy</Translate>
        )}
      </button>
      <span role="status" className={styles.srOnly}>
        {copied ? translate({id: 'copyCommand.status', message: 'Command copied'}) : ''}
      </span>
    </div>
  );
}
