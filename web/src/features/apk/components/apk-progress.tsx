import { Progress } from '@/components/ui/progress';

/** The bar and status text while a build runs (docs/product.md §2 "APK form"). */
export function ApkProgress({ statusText, progress }: { statusText: string; progress: number }) {
  return (
    <div className="apk-form__progress">
      <div className="apk-form__progress-head">
        <p className="apk-form__status" role="status">
          {statusText}
        </p>
        <span className="apk-form__percent" aria-hidden="true">
          {progress}%
        </span>
      </div>
      <Progress value={progress} label="APK progress" />
    </div>
  );
}
