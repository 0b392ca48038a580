import { Alert, Box, Card, CardActionArea, CardContent, CircularProgress, Typography } from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import { useQuery } from '@tanstack/react-query';
import { Link, Title } from 'react-admin';
import { useApi } from '../api-context';
import { ordersLink } from '../orders/links';

/**
 * Today: the orders an operator must act on, one card per queue with its count,
 * each opening the order list filtered to that queue (the API counts and lists with one rule).
 */
export function TodayPage() {
  const api = useApi();
  const { data, error } = useQuery({
    queryKey: ['console', 'today'],
    queryFn: () => api.call(consoleEndpoints.today, { hideAlert: true }),
    refetchInterval: 60_000,
  });
  return (
    <Box component="section" aria-labelledby="today-title" sx={{ p: 2 }}>
      <Title title="Today" />
      <Typography id="today-title" component="h1" variant="h5" gutterBottom>
        Orders to act on
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {/* Named: a screen reader says what is loading (react-admin's own spinner has no name). */}
      {!data && !error && <CircularProgress aria-label="Loading the queues" />}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {data?.queues.map((queue) => (
          <li key={queue.key}>
            <Card variant="outlined" sx={{ height: '100%' }} data-testid={`today-${queue.key}`}>
              <CardActionArea
                component={Link}
                to={ordersLink({ attention: queue.key })}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography component="h2" variant="subtitle1">
                    {queue.label}
                  </Typography>
                  <Typography
                    variant="h3"
                    component="p"
                    data-testid="today-count"
                    aria-label={`${queue.count} ${queue.count === 1 ? 'order' : 'orders'}`}
                  >
                    {queue.count}
                  </Typography>
                  <Typography variant="body2">{queue.description}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
