'use client';

import { endpoints } from '@store/api-client';
import type { Breadcrumb } from '@store/contract';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { breadcrumbJsonLd } from '@/modules/seo/experience-ld';
import { JsonLd } from '@/modules/seo/JsonLd';
import styles from './Experience.module.css';

type Props = { crumbs: Breadcrumb[]; experienceId: number; city: string; siteUrl: string };

/**
 * The trail Home › tag › experience, also as BreadcrumbList JSON-LD. The page is cached without
 * its query, so the server renders the experience's own tag; a `tag_source` in the address (the
 * listing the visitor came from) is honoured here by asking the layout call for that tag.
 */
export function ExperienceBreadcrumbs({ crumbs: initial, experienceId, city, siteUrl }: Props) {
  const api = useApi();
  const [crumbs, setCrumbs] = useState(initial);

  useEffect(() => {
    const tagSource = new URLSearchParams(window.location.search).get('tag_source');
    if (!tagSource) return;
    api
      .call(endpoints.experienceLayout, {
        params: { id: experienceId },
        query: { tag_source: tagSource },
        hideAlert: true,
        headers: { CITY: city },
      })
      .then((layout) => setCrumbs(layout.breadcrumbs))
      .catch(() => undefined);
  }, [api, experienceId, city]);

  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs} data-testid="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.url}>
            {index < crumbs.length - 1 ? (
              <Link href={crumb.url}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl)} id="breadcrumb-ld" />
    </nav>
  );
}
