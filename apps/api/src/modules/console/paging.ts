/** The rows of one page of a console list (`page` from 1, `per_page` rows each). */
export const pageWindow = (query: { page: number; per_page: number }) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});
