using System.Globalization;
using Bench.Results.Units;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Tune;

/// <summary>
/// The grid the search walks: every axis a log2 grid within SQL Server's valid range (sqlserver.md), BUFFERCOUNT also
/// taking SQL Server's default estimate (stripes x 4 + data files), BLOCKSIZE also "not given" (the largest).
/// A value of this type is only a description: <see cref="Problems"/> says what is wrong with it.
/// </summary>
public sealed record TuneSpace
{
    private const int KB = 1 << 10;

    /// <summary>BACKUP or RESTORE.</summary>
    public required TuneOperation Operation { get; init; }

    /// <summary>Data files of the database (they count in the default BUFFERCOUNT estimate).</summary>
    public int Files { get; init; } = 1;

    /// <summary>Backup files; default 1..16.</summary>
    public Log2Range Stripes { get; init; } = new(1, 16);

    /// <summary>BUFFERCOUNT; default 1..1024.</summary>
    public Log2Range BufferCount { get; init; } = new(1, 1024);

    /// <summary>Whether BUFFERCOUNT also takes the default estimate stripes x 4 + files (when inside <see cref="BufferCount"/>).</summary>
    public bool DefaultBufferCount { get; init; } = true;

    /// <summary>MAXTRANSFERSIZE in bytes; default 64 KB..4 MB.</summary>
    public Log2Range MaxTransferSize { get; init; } = new(64 * KB, 4096 * KB);

    /// <summary>BLOCKSIZE in bytes besides "not given"; null: BLOCKSIZE is not searched (always not given).</summary>
    public Log2Range? BlockSize { get; init; }

    /// <summary>COMPRESSION values, off before on; <see cref="For"/> gives off and on for backup, off for restore.</summary>
    public IReadOnlyList<bool> Compression { get; init; } = [false];

    /// <summary>The default space of <paramref name="operation"/>: BLOCKSIZE not searched; compression searched for backup only.</summary>
    public static TuneSpace For(TuneOperation operation) => new()
    {
        Operation = operation,
        Compression = operation == TuneOperation.Backup ? [false, true] : [false],
    };

    /// <summary>Every problem of this space, each naming the option, the value and what is allowed.</summary>
    public IReadOnlyList<ValidationError> Problems()
    {
        var errors = new List<ValidationError>();
        void Check(string option, string field, string? problem, string allowed)
        {
            if (problem is not null)
            {
                errors.Add(new ValidationError(SourceLocation.CommandLine(option), field, problem, allowed));
            }
        }

        Check("--files", "files", Files is < 1 or > 64 ? string.Create(CultureInfo.InvariantCulture, $"{Files} data files") : null, "1 to 64");
        Check("--stripes", "stripes", Stripes.Problem(1, (int)BackupOptions.StripesParameter.Max), "powers of two from 1 to 64 backup files, e.g. 1..16");
        Check("--buffer-count", "buffer_count", BufferCount.Problem(1, 1 << 19), "powers of two from 1 to 524288, e.g. 1..1024");
        Check("--max-transfer-size", "max-transfer-size", MaxTransferSize.Problem(64 * KB, 4096 * KB, ByteSize.Format), "powers of two from 64KB to 4MB, e.g. 64KB..4MB or 1MB");
        Check("--block-size", "block_size", BlockSize?.Problem(512, 64 * KB), "powers of two from 512 to 64KB (512..65536)");
        Check(
            "--compression",
            "compression",
            Compression.Count == 0 || Compression.Distinct().Count() != Compression.Count || (Compression.Count == 2 && Compression[0])
                ? "needs off, on, or off and on in that order" : null,
            "off, on, or both");
        return errors;
    }

    /// <summary>The axes with more than one value: the ones the search walks.</summary>
    public IReadOnlyList<TuneAxis> SearchedAxes() =>
        Enum.GetValues<TuneAxis>().Where(a => a == TuneAxis.BufferCount || Values(a, null).Count > 1).ToList();

    /// <summary>The BUFFERCOUNT grid with <paramref name="stripes"/> backup files: the powers of two and the default estimate.</summary>
    public IReadOnlyList<int> BufferCountsFor(int stripes)
    {
        var values = BufferCount.Values().ToList();
        var estimate = BackupOptions.DefaultBufferCount(stripes, Files);
        if (DefaultBufferCount && estimate >= BufferCount.Min && estimate <= BufferCount.Max && !values.Contains(estimate))
        {
            values.Add(estimate);
            values.Sort();
        }

        return values;
    }

    /// <summary>BLOCKSIZE values in ascending order of request size: the range, then "not given".</summary>
    public IReadOnlyList<int> BlockSizes() => [.. BlockSize?.Values() ?? [], TuneSetting.BlockSizeNotGiven];

    /// <summary>Whether <paramref name="setting"/> is a point of this grid.</summary>
    public bool Contains(TuneSetting setting)
    {
        ArgumentNullException.ThrowIfNull(setting);
        return Outside(setting).Count == 0;
    }

    /// <summary>The axes on which <paramref name="setting"/> is off this grid (SQL Server's default beside ranges that leave it out); none for a point of the grid.</summary>
    public IReadOnlyList<TuneAxis> Outside(TuneSetting setting)
    {
        ArgumentNullException.ThrowIfNull(setting);
        return TuneSetting.SaidOrder.Where(a => !Values(a, setting).Contains(setting.ValueOf(a))).ToList();
    }

    /// <summary>"max_transfer_size=1MB (searched: 2MB..4MB)" for each axis on which <paramref name="setting"/> is off the grid, joined by "and"; empty on the grid.</summary>
    public string OutsideWords(TuneSetting setting) =>
        string.Join(" and ", Outside(setting).Select(a => $"{setting.Said([a])} (searched: {Searched(a)})"));

    /// <summary>The axes not searched: one value for every setting (BLOCKSIZE not given; compression off for a restore; a range of one value).</summary>
    public IReadOnlyList<TuneAxis> FixedAxes() => TuneSetting.SaidOrder.Except(SearchedAxes()).ToList();

    /// <summary>The axes not searched with their one value, "block_size=default compression=off", said once for every setting; empty when every axis is searched.</summary>
    public string Fixed() =>
        new TuneSetting(Stripes.Min, BufferCountsFor(Stripes.Min)[0], MaxTransferSize.Min, BlockSizes()[0], Compression[0]).Said(FixedAxes());

    /// <summary>
    /// <paramref name="setting"/> said by the axes searched only, "stripes=2 buffer_count=16 max_transfer_size=4MB", for
    /// the console and tune.md, which say the fixed axes once (<see cref="Fixed"/>); an axis on which the setting is off
    /// the grid (SQL Server's default beside a fixed MAXTRANSFERSIZE of 4 MB) is said too. The machine-readable files keep
    /// every axis (<see cref="TuneSetting.ToString"/>).
    /// </summary>
    public string Label(TuneSetting setting)
    {
        ArgumentNullException.ThrowIfNull(setting);
        return setting.Said(SearchedAxes().Concat(Outside(setting)));
    }

    /// <summary>Every point of the grid (what a matrix run of the same axes would run).</summary>
    public IEnumerable<TuneSetting> Points() =>
        from stripes in Stripes.Values()
        from bufferCount in BufferCountsFor(stripes)
        from maxTransfer in MaxTransferSize.Values()
        from blockSize in BlockSizes()
        from compression in Compression
        select new TuneSetting(stripes, bufferCount, maxTransfer, blockSize, compression);

    /// <summary>
    /// SQL Server's defaults snapped into the grid: the fewest stripes, the default BUFFERCOUNT estimate, MAXTRANSFERSIZE
    /// 1 MB, no BLOCKSIZE, the first compression value; with less buffer count, then transfer size, then stripes until
    /// it fits in <paramref name="maxMemory"/>. Null when no point does.
    /// </summary>
    public TuneSetting? DefaultStart(long maxMemory)
    {
        var stripes = Stripes.Min;
        var start = new TuneSetting(
            stripes,
            Nearest(BufferCountsFor(stripes), BackupOptions.DefaultBufferCount(stripes, Files)),
            Nearest(MaxTransferSize.Values(), 1 << 20),
            BlockSizes()[^1],
            Compression[0]);
        foreach (var axis in (TuneAxis[])[TuneAxis.BufferCount, TuneAxis.MaxTransferSize, TuneAxis.Stripes])
        {
            while (start.MemoryBytes > maxMemory && Step(start, axis, -1, passNear: false) is { } less)
            {
                start = less;
            }
        }

        return start.MemoryBytes <= maxMemory ? start : null;
    }

    /// <summary>
    /// SQL Server's defaults at <paramref name="setting"/>'s stripes and compression: the default BUFFERCOUNT estimate
    /// (stripes x 4 + data files), MAXTRANSFERSIZE 1 MB, no BLOCKSIZE; what a job that gives none of them runs, whether
    /// or not the grid holds it.
    /// </summary>
    public TuneSetting DefaultAt(TuneSetting setting)
    {
        ArgumentNullException.ThrowIfNull(setting);
        return setting with { BufferCount = BackupOptions.DefaultBufferCount(setting.Stripes, Files), MaxTransferSize = 1 << 20, BlockSize = TuneSetting.BlockSizeNotGiven };
    }

    /// <summary>
    /// The neighbour of <paramref name="setting"/> one grid step up (+1) or down (-1) along <paramref name="axis"/>; null off
    /// the grid. A value less than a factor of √2 away (SQL Server's default BUFFERCOUNT estimate beside a power of two:
    /// 9 and 8, 17 and 16, 5 and 4) is passed over when there is one further: a step that small is lost in run-to-run
    /// noise, and the search would stop on it as "not better" without ever seeing the next power of two; unless
    /// <paramref name="passNear"/> is false (a trade stepping down until it fits wants every value). A step that passes
    /// over a value to one needing more than <paramref name="maxMemory"/> takes instead the furthest value passed over that fits.
    /// </summary>
    public TuneSetting? Step(TuneSetting setting, TuneAxis axis, int direction, bool passNear = true, long maxMemory = long.MaxValue)
    {
        ArgumentNullException.ThrowIfNull(setting);
        var values = Values(axis, setting);
        var index = values.IndexOf(setting.ValueOf(axis));
        var sign = Math.Sign(direction);
        var near = index + sign;
        if (index < 0 || near < 0 || near >= values.Count)
        {
            return null;
        }

        var next = near;
        while (passNear && next + sign >= 0 && next + sign < values.Count && Math.Abs(Math.Log2((double)values[next] / values[index])) < 0.5)
        {
            next += sign;
        }

        var stepped = At(setting, axis, values[next]);
        for (var back = next - sign; stepped.MemoryBytes > maxMemory && back != near - sign; back -= sign)
        {
            var fits = At(setting, axis, values[back]);
            if (fits.MemoryBytes <= maxMemory)
            {
                return fits;
            }
        }

        return stepped;
    }

    /// <summary><paramref name="setting"/> with <paramref name="axis"/> at <paramref name="value"/> (stripes carry the buffer count along).</summary>
    private TuneSetting At(TuneSetting setting, TuneAxis axis, int value) => axis switch
    {
        TuneAxis.Stripes => setting with { Stripes = value, BufferCount = BufferCountAfter(setting, value) },
        TuneAxis.BufferCount => setting with { BufferCount = value },
        TuneAxis.MaxTransferSize => setting with { MaxTransferSize = value },
        TuneAxis.BlockSize => setting with { BlockSize = value },
        _ => setting with { Compression = value == 1 },
    };

    /// <summary>The grid of <paramref name="axis"/> at <paramref name="setting"/> (BUFFERCOUNT's depends on the stripes; compression as 0 and 1).</summary>
    private List<int> Values(TuneAxis axis, TuneSetting? setting) => axis switch
    {
        TuneAxis.Stripes => [.. Stripes.Values()],
        TuneAxis.BufferCount => [.. BufferCountsFor(setting?.Stripes ?? Stripes.Min)],
        TuneAxis.MaxTransferSize => [.. MaxTransferSize.Values()],
        TuneAxis.BlockSize => [.. BlockSizes()],
        _ => [.. Compression.Select(c => c ? 1 : 0)],
    };

    /// <summary>What was searched on <paramref name="axis"/>, in its option's form: "2MB..4MB", "16..1024", "off".</summary>
    private string Searched(TuneAxis axis) => axis switch
    {
        TuneAxis.Stripes => Stripes.ToString(),
        TuneAxis.BufferCount => BufferCount.ToString(),
        TuneAxis.MaxTransferSize => MaxTransferSize.ToString(ByteSize.Format),
        TuneAxis.BlockSize => BlockSize is { } range ? $"{range.ToString(ByteSize.Format)} and default" : "default",
        _ => string.Join(" and ", Compression.Select(c => c ? "on" : "off")),
    };

    /// <summary>BUFFERCOUNT after a change of stripes: the default estimate stays the default estimate; others snap to the nearest grid value.</summary>
    private int BufferCountAfter(TuneSetting setting, int stripes)
    {
        var grid = BufferCountsFor(stripes);
        var wasEstimate = setting.BufferCount == BackupOptions.DefaultBufferCount(setting.Stripes, Files);
        var estimate = BackupOptions.DefaultBufferCount(stripes, Files);
        return wasEstimate && grid.Contains(estimate) ? estimate : Nearest(grid, setting.BufferCount);
    }

    /// <summary>The grid value nearest <paramref name="value"/> on a log scale (the smaller on a tie).</summary>
    private static int Nearest(IReadOnlyList<int> grid, int value) =>
        grid.OrderBy(v => Math.Abs(Math.Log2(v) - Math.Log2(value))).ThenBy(v => v).First();
}
