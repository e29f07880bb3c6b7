import { ForecastLoading } from "@/components/forecast/forecast-status";

export default function Loading() {
  return <ForecastLoading />;
}
