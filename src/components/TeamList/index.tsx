import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {avatarUrl, githubUrl, initials, type TeamMember as Member} from '@site/src/data/team';
import styles from './styles.module.css';

type Props = {member: Member};
type ListProps = {members: readonly Member[]};

function Avatar({member}: Props): ReactNode {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // The image may fail before React hydrates and misses the error event.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className={styles.initials} aria-hidden="true" data-testid="avatar-fallback">
        {initials(member.name)}
      </span>
    );
  }
  return (
    <img
      ref={img}
      className={styles.avatar}
      src={avatarUrl(member)}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function TeamMember({member}: Props): ReactNode {
  return (
    <li className={styles.card}>
      <Avatar member={member} />
      <div>
        <Heading as="h3" className={styles.name}>
          {member.name}
        </Heading>
        <p className={styles.role}>
          {member.role === 'author' ? (
            <Translate id="team.role.author">Author of Farm</Translate>
          ) : (
            <Translate id="team.role.maintainer">Maintainer</Translate>
          )}
        </p>
        {member.org && <p className={styles.role}>{member.org}</p>}
        <p className={styles.about}>{member.about}</p>
        <p className={styles.links}>
          <Link href={githubUrl(member)}>GitHub</Link>
          {/* A space between the links (the flex gap ignores it): their text stays apart outside CSS (the Markdown twin). */}
          {member.x && (
            <>
              {' '}
              <Link href={`https://x.com/${member.x}`}>X</Link>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

export default function TeamList({members}: ListProps): ReactNode {
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <TeamMember key={member.github} member={member} />
      ))}
    </ul>
  );
}
