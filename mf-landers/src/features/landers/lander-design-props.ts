/** What every lander design takes: the route's optional slug (the api resolves it to a variant). */
export interface LanderDesignProps {
  slug: string | undefined;
}
