/* In-house stand-in for the part of @tanstack/react-query the app uses (decision 0014): same names, same behaviour. */
export { QueryClient, type Query, type QueryFilters, type QueryKey } from "./client";
export {
  keepPreviousData,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "./hooks";
