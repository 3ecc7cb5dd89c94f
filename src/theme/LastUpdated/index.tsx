import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import KeepServerHtml from '@site/src/features/speed/components/KeepServerHtml';

type Props = WrapperProps<typeof LastUpdatedType>;

/** The theme's "Last updated on" line, kept as the server wrote it while the page hydrates (no Intl in the load). */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <KeepServerHtml as="span">
      <LastUpdated {...props} />
    </KeepServerHtml>
  );
}
