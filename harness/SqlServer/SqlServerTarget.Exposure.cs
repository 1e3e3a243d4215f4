using System.Diagnostics;
using System.Globalization;
using Bench.Scenarios.Exposure;
using Bench.Scenarios.Targets;

namespace Bench.Harness.SqlServer;

/// <summary>The exposure check (<see cref="IExposureProbe"/>): stale data read back from a new database's pages.</summary>
public sealed partial class SqlServerTarget
{
    /// <inheritdoc/>
    /// <remarks>
    /// Seed 002's way: a throwaway database filled with rows of a marker of this case, dropped; the case's database
    /// created over the same file names (IFI as asked); then up to <see cref="ExposurePages"/> pages past what
    /// CREATE DATABASE copies from model read back with DBCC PAGE and searched for the marker. A page holding it
    /// counts 8 KB of marker; a page neither zero nor marker counts 8 KB of other data.
    /// </remarks>
    public async Task<ExposureOutcome> ExposeAsync(DatabaseSpec spec, long markerBytes, IProgress<double> progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        var firstPage = Facts.ModelDataBytes / PageDump.PageBytes;
        var filePages = spec.DataFileBytes / PageDump.PageBytes;
        if (filePages <= firstPage + 16)
        {
            throw new CaseSkippedException(string.Create(CultureInfo.InvariantCulture,
                $"the check reads pages past the {Facts.ModelDataBytes >> 20} MB a new database takes from model, and this case's data file is {spec.DataFileBytes >> 20} MB. Fix: size {(Facts.ModelDataBytes >> 20) * 2}MB or more"));
        }

        await StartingAsync(cancellationToken);
        await Ifi.EnsureAsync(spec.Ifi, cancellationToken);
        var name = Database(spec.Name);
        var marker = "BENCH-STALE-" + Convert.ToHexString(System.Security.Cryptography.RandomNumberGenerator.GetBytes(8));
        var batches = ExposureScript.Prepare(name, paths.DataDirectory, (int)(spec.DataFileBytes >> 20), spec.LogBytes >> 10, marker, paths.Separator);
        var clock = new Stopwatch();
        await CreatingAsync(name + "_marker", () => Started(clock, () => session.ExecuteAsync(batches[0], null, cancellationToken)), cancellationToken);
        foreach (var batch in batches.Skip(1).Take(batches.Count - 2))
        {
            await session.ExecuteAsync(batch, null, cancellationToken);
        }

        created.Remove(name + "_marker");
        ledger?.Remove(name + "_marker");
        var markerMs = clock.Elapsed.TotalMilliseconds;
        var (report, ms) = await CreatingAsync(name, () => Trace.RunAsync(batches[^1], null, cancellationToken), cancellationToken);
        var create = TraceOutcomes.Created(report, ms, spec.DataFileBytes, spec.LogBytes);

        clock.Restart();
        var needle = System.Text.Encoding.ASCII.GetBytes(marker);
        var pages = ExposureScript.ScanPages(filePages, firstPage, ExposurePages);
        long found = 0, other = 0;
        for (var i = 0; i < pages.Count; i++)
        {
            var lines = new List<string>();
            await session.ExecuteAsync(ExposureScript.Page(name, pages[i]), lines.Add, cancellationToken);
            var bytes = PageDump.Read(lines, pages[i]);
            if (bytes.AsSpan().IndexOf(needle) >= 0)
            {
                found += PageDump.PageBytes;
            }
            else if (bytes.AsSpan().ContainsAnyExcept((byte)0))
            {
                other += PageDump.PageBytes;
            }

            progress?.Report((i + 1) / (double)pages.Count);
        }

        return Succeeded(new ExposureOutcome(create, markerMs, clock.Elapsed.TotalMilliseconds, (long)pages.Count * PageDump.PageBytes, found, other));
    }

    /// <summary>Most pages the exposure check reads back with DBCC PAGE (one round trip each).</summary>
    public const int ExposurePages = 256;
}
