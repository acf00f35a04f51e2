// Where features take `toast` from (lib/toaster.ts shows it through sonner, loaded lazily).
export { toast } from "@/lib/toaster";
