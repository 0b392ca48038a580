'use client';

import { endpoints } from '@store/api-client';
import type { OrderNotification } from '@store/contract';
import { cityOfPath, isQuietPage, ORDER_NOTIFICATION_DELAY_MS, timeAgo } from '@store/domain';
import Image from 'next/image';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useBottomSpace } from '@/modules/city-popup/bottom-space';
import { currentCityFromCookie, useApi } from '@/modules/runtime/useApi';
import styles from './OrderNotificationPopup.module.css';

/**
 * "Someone in Noida booked …" (docs/product.md, "Toasts, popups and the tag manager"): asked for
 * 10 s after the page starts, shown when the answer arrives, gone for the rest of the page view once
 * closed. Failures stay silent.
 */
export function OrderNotificationPopup() {
  const api = useApi();
  const [notification, setNotification] = useState<OrderNotification | null>(null);
  const panel = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const shown = notification !== null && !isQuietPage(pathname);
  useBottomSpace(panel, '--order-notice-height', shown);

  useEffect(() => {
    const timer = setTimeout(() => {
      const city = cityOfPath(window.location.pathname) ?? currentCityFromCookie();
      api
        .call(endpoints.orderNotifications, {
          hideAlert: true,
          headers: { CITY: city },
        })
        .then((data) => setNotification(data.notifications[0] ?? null))
        .catch(() => undefined);
    }, ORDER_NOTIFICATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api]);

  if (!notification || !shown) return null;
  const { text, experience_name: name } = notification;
  const lead = text.endsWith(name) ? text.slice(0, -name.length) : `${text} `;
  return (
    <aside ref={panel} className={styles.popup} aria-label="Recent booking" data-testid="order-notification">
      <Link href={notification.page_url} className={styles.link}>
        <span className={styles.image}>
          <Image src={notification.image_url} alt="" fill sizes="56px" />
        </span>
        <span className={styles.body}>
          <span className={styles.text} data-testid="order-notification-text">
            {lead}
            <strong>{name}</strong>
          </span>
          <span className={styles.when}>{timeAgo(notification.minutes_ago)}</span>
        </span>
      </Link>
      <button
        type="button"
        className={styles.close}
        onClick={() => setNotification(null)}
        aria-label="Close the booking notice"
        data-testid="order-notification-close"
      >
        ×
      </button>
    </aside>
  );
}
