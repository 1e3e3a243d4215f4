using System.Text.Json;

namespace Bench.Harness.Tuning;

/// <summary>tune.json in a tune's run folder: what it searches, as given, read back by --resume (the run's own settings are in its manifest).</summary>
/// <param name="Mode">restore or backup.</param>
/// <param name="Size">Data file size.</param>
/// <param name="MaxMemory">Buffer memory cap.</param>
/// <param name="Stripes">Stripes range.</param>
/// <param name="BufferCount">BUFFERCOUNT range.</param>
/// <param name="MaxTransferSize">MAXTRANSFERSIZE range.</param>
/// <param name="Budget">Case runs allowed.</param>
/// <param name="WarmUp">Most warm-up runs of the start (<see cref="Bench.Harness.Tune.TuneOptions.MaxWarmUp"/>); null in the tune.json of a
/// version without the warm-up, whose search had none, so that its record replays as it ran.</param>
public sealed record TuneSettingsFile(string Mode, string Size, string MaxMemory, string Stripes, string BufferCount, string MaxTransferSize, int Budget, int? WarmUp = null)
{
    /// <summary>Whether the search's limit may be the baseline's copy rate; null in the tune.json of a version before it, whose limit was the write or read alone.</summary>
    public bool? CopyLimit { get; init; }

    /// <summary>Whether a converged search tries the ends of its best's trade along bytes in flight; null in the tune.json of a version before it, which did not.</summary>
    public bool? TradeEnds { get; init; }

    /// <summary>Whether SQL Server's default joins the final round; null in the tune.json of a version before it, which did not.</summary>
    public bool? AgainstDefault { get; init; }

    /// <summary>Its name in the run folder.</summary>
    public const string FileName = "tune.json";

    private static readonly JsonSerializerOptions Json = new() { WriteIndented = true, PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower };

    /// <summary>Writes it into <paramref name="directory"/>.</summary>
    public void Write(string directory) => File.WriteAllText(Path.Combine(directory, FileName), JsonSerializer.Serialize(this, Json));

    /// <summary>Reads the one in <paramref name="directory"/>; throws <see cref="IOException"/> when it is not a tune's folder.</summary>
    public static TuneSettingsFile Read(string directory)
    {
        var path = Path.Combine(directory, FileName);
        if (!File.Exists(path))
        {
            throw new IOException($"{directory} has no {FileName}: it is not the folder of a bench tune");
        }

        return JsonSerializer.Deserialize<TuneSettingsFile>(File.ReadAllText(path), Json)
            ?? throw new IOException($"{path} is empty");
    }
}
